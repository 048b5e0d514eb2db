/* redis (github.com/redis/redis), file src/util.c
 * upstream commit: 11d399dded8555781bd4a29968a390a23adae7f2 (parent of the fix)
 * licence: BSD-3-Clause (Copyright (c) 2009-2012, Salvatore Sanfilippo)
 * fix: c710d4afdccc0c797745bc3264f3f32a4cdd85da "Fix stringmatchlen() read
 *      past buffer bug." (redis issue #5632)
 * bug: the main loop runs while(patternLen) even when stringLen is 0; with an
 *      empty string a '[^..]' class or a pattern byte equal to the string's
 *      terminating '\0' "consumes" a character that is not there (stringLen
 *      becomes -1, string points past the buffer) and the next pattern
 *      character reads string[0] out of bounds.
 * stringmatchlen copied verbatim at that commit. Redis passes sds strings:
 * binary-safe, length-counted and '\0'-terminated; the harness models them
 * as malloc'ed buffers of exactly len+1 bytes with buf[len] = '\0'.
 * nocase is 0 (case-sensitive KEYS/SCAN MATCH), so tolower is not called.
 */
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

extern char __VERIFIER_nondet_char(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* Glob-style pattern matching. */
int stringmatchlen(const char *pattern, int patternLen,
        const char *string, int stringLen, int nocase)
{
    while(patternLen) {
        switch(pattern[0]) {
        case '*':
            while (pattern[1] == '*') {
                pattern++;
                patternLen--;
            }
            if (patternLen == 1)
                return 1; /* match */
            while(stringLen) {
                if (stringmatchlen(pattern+1, patternLen-1,
                            string, stringLen, nocase))
                    return 1; /* match */
                string++;
                stringLen--;
            }
            return 0; /* no match */
            break;
        case '?':
            if (stringLen == 0)
                return 0; /* no match */
            string++;
            stringLen--;
            break;
        case '[':
        {
            int not, match;

            pattern++;
            patternLen--;
            not = pattern[0] == '^';
            if (not) {
                pattern++;
                patternLen--;
            }
            match = 0;
            while(1) {
                if (pattern[0] == '\\' && patternLen >= 2) {
                    pattern++;
                    patternLen--;
                    if (pattern[0] == string[0])
                        match = 1;
                } else if (pattern[0] == ']') {
                    break;
                } else if (patternLen == 0) {
                    pattern--;
                    patternLen++;
                    break;
                } else if (pattern[1] == '-' && patternLen >= 3) {
                    int start = pattern[0];
                    int end = pattern[2];
                    int c = string[0];
                    if (start > end) {
                        int t = start;
                        start = end;
                        end = t;
                    }
                    if (nocase) {
                        start = tolower(start);
                        end = tolower(end);
                        c = tolower(c);
                    }
                    pattern += 2;
                    patternLen -= 2;
                    if (c >= start && c <= end)
                        match = 1;
                } else {
                    if (!nocase) {
                        if (pattern[0] == string[0])
                            match = 1;
                    } else {
                        if (tolower((int)pattern[0]) == tolower((int)string[0]))
                            match = 1;
                    }
                }
                pattern++;
                patternLen--;
            }
            if (not)
                match = !match;
            if (!match)
                return 0; /* no match */
            string++;
            stringLen--;
            break;
        }
        case '\\':
            if (patternLen >= 2) {
                pattern++;
                patternLen--;
            }
            /* fall through */
        default:
            if (!nocase) {
                if (pattern[0] != string[0])
                    return 0; /* no match */
            } else {
                if (tolower((int)pattern[0]) != tolower((int)string[0]))
                    return 0; /* no match */
            }
            string++;
            stringLen--;
            break;
        }
        pattern++;
        patternLen--;
        if (stringLen == 0) {
            while(*pattern == '*') {
                pattern++;
                patternLen--;
            }
            break;
        }
    }
    if (patternLen == 0 && stringLen == 0)
        return 1;
    return 0;
}

int main(void) {
    int patternLen = __VERIFIER_nondet_int();
    int stringLen = __VERIFIER_nondet_int();
    int i;
    __VERIFIER_assume(patternLen >= 0 && patternLen <= 4);
    __VERIFIER_assume(stringLen >= 0 && stringLen <= 3);
    char *pattern = malloc(patternLen + 1);
    char *string = malloc(stringLen + 1);
    if (pattern == NULL || string == NULL) { free(pattern); free(string); return 0; }
    for (i = 0; i < patternLen; i++) pattern[i] = __VERIFIER_nondet_char();
    pattern[patternLen] = '\0';
    for (i = 0; i < stringLen; i++) string[i] = __VERIFIER_nondet_char();
    string[stringLen] = '\0';

    int r = stringmatchlen(pattern, patternLen, string, stringLen, 0);
    assert(r == 0 || r == 1);
    /* a pattern matches itself when it has no special characters */
    if (r == 0 && patternLen == stringLen && memcmp(pattern, string, stringLen) == 0) {
        for (i = 0; i < patternLen; i++)
            if (pattern[i] == '*' || pattern[i] == '?' || pattern[i] == '[' ||
                pattern[i] == '\\')
                break;
        assert(i < patternLen);
    }
    free(pattern);
    free(string);
    return 0;
}
