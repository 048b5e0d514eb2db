/* libsodium (github.com/jedisct1/libsodium), file src/libsodium/sodium/codecs.c
 * upstream commit: 7014b204b6fbd448c7b653aa69762581d8c463ab (codecs.c as last
 *   changed in 0681744528f395b0263a8bd54ed146412d260a04)
 * licence: ISC (Copyright (c) 2013-2026 Frank Denis)
 * No known bug: sodium_hex2bin() with an ignore set (":") and hex_end, then
 * sodium_bin2hex() on the result; the harness checks the bounds of hex_end and
 * bin_len and that re-encoding gives back the hex digits consumed (lower case,
 * ignored characters removed).
 * sodium_misuse() (core.c) aborts.
 */
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- core.c ---- */
static void sodium_misuse(void) { abort(); }

/* ---- sodium/codecs.c (hex part) ---- */
/* Derived from original code by CodesInChaos */
char *
sodium_bin2hex(char *const hex, const size_t hex_maxlen,
               const unsigned char *const bin, const size_t bin_len)
{
    size_t       i = (size_t) 0U;
    unsigned int x;
    int          b;
    int          c;

    if (bin_len >= SIZE_MAX / 2 || hex_maxlen <= bin_len * 2U) {
        sodium_misuse(); /* LCOV_EXCL_LINE */
    }
    while (i < bin_len) {
        c = bin[i] & 0xf;
        b = bin[i] >> 4;
        x = (unsigned char) (87U + c + (((c - 10U) >> 8) & ~38U)) << 8 |
            (unsigned char) (87U + b + (((b - 10U) >> 8) & ~38U));
        hex[i * 2U] = (char) x;
        x >>= 8;
        hex[i * 2U + 1U] = (char) x;
        i++;
    }
    hex[i * 2U] = 0U;

    return hex;
}

int
sodium_hex2bin(unsigned char *const bin, const size_t bin_maxlen,
               const char *const hex, const size_t hex_len,
               const char *const ignore, size_t *const bin_len,
               const char **const hex_end)
{
    size_t        bin_pos = (size_t) 0U;
    size_t        hex_pos = (size_t) 0U;
    int           ret     = 0;
    unsigned char c;
    unsigned char c_acc = 0U;
    unsigned char c_alpha0, c_alpha;
    unsigned char c_num0, c_num;
    unsigned char c_val;
    unsigned char state = 0U;

    while (hex_pos < hex_len) {
        c        = (unsigned char) hex[hex_pos];
        c_num    = c ^ 48U;
        c_num0   = (c_num - 10U) >> 8;
        c_alpha  = (c & ~32U) - 55U;
        c_alpha0 = ((c_alpha - 10U) ^ (c_alpha - 16U)) >> 8;
        if ((c_num0 | c_alpha0) == 0U) {
            if (ignore != NULL && state == 0U && strchr(ignore, c) != NULL) {
                hex_pos++;
                continue;
            }
            break;
        }
        c_val = (c_num0 & c_num) | (c_alpha0 & c_alpha);
        if (bin_pos >= bin_maxlen) {
            ret   = -1;
            errno = ERANGE;
            break;
        }
        if (state == 0U) {
            c_acc = c_val * 16U;
        } else {
            bin[bin_pos++] = c_acc | c_val;
        }
        state = ~state;
        hex_pos++;
    }
    if (state != 0U) {
        hex_pos--;
        errno = EINVAL;
        ret = -1;
    }
    if (ret != 0) {
        bin_pos = (size_t) 0U;
    }
    if (hex_end != NULL) {
        *hex_end = &hex[hex_pos];
    } else if (hex_pos != hex_len) {
        errno = EINVAL;
        ret = -1;
    }
    if (bin_len != NULL) {
        *bin_len = bin_pos;
    }
    return ret;
}

/* ---- harness ---- */
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

int main(void)
{
    char           *hex;
    unsigned char   bin[2];
    char            out[2 * sizeof bin + 1];
    const char     *hex_end;
    size_t          bin_len;
    size_t          i, j;
    int             ret;
    const size_t    hex_len = 6;

    hex = malloc(hex_len);          /* exactly hex_len characters, no NUL */
    if (hex == NULL)
        return 0;
    for (i = 0; i < hex_len; i++) {
        hex[i] = __VERIFIER_nondet_char();
        __VERIFIER_assume(hex[i] != 0);   /* text: no NUL inside */
    }
    ret = sodium_hex2bin(bin, sizeof bin, hex, hex_len, ":", &bin_len, &hex_end);
    assert(hex_end >= hex && hex_end <= hex + hex_len);
    assert(bin_len <= sizeof bin);
    if (ret == 0) {
        sodium_bin2hex(out, sizeof out, bin, bin_len);
        j = 0;
        for (i = 0; i < (size_t) (hex_end - hex); i++) {
            if (hex[i] == ':')
                continue;
            /* | 0x20: lower case for 'A'..'F', no change for digits */
            assert(j < 2 * bin_len && (hex[i] | 0x20) == out[j]);
            j++;
        }
        assert(j == 2 * bin_len);
    } else {
        assert(bin_len == 0);
    }
    free(hex);
    return 0;
}
