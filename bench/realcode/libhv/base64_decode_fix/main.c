/* libhv (github.com/ithewei/libhv), files util/base64.h + util/base64.c
 * upstream commit: 15df63daed122c616ab1df9d6d1c6c7e855219e2 (the fix;
 *   util/base64.c as last changed in b79bb6f)
 * licence: BSD-3-Clause (Copyright (c) 2020, ithewei)
 * fix: this commit, "Update base64.h (#642)": BASE64_DECODE_OUT_SIZE(s)
 *   becomes ((s) + 3) / 4 * 3 (before: s / 4 * 3, too small for inputs whose
 *   last quantum is incomplete, e.g. 6 characters: heap overflow).
 * The harness is hv::Base64Decode() (util/base64.h, C++ inline) rewritten in
 * C: std::string(decoded_size + 1, 0) becomes malloc + memset.
 * HV_EXPORT, BEGIN_EXTERN_C/END_EXTERN_C removed (empty in a C build).
 */
#include <stdlib.h>
#include <string.h>

/* ---- util/base64.h ---- */
#define BASE64_ENCODE_OUT_SIZE(s)   (((s) + 2) / 3 * 4)
#define BASE64_DECODE_OUT_SIZE(s)   (((s) + 3) / 4 * 3)

// @return encoded size
int hv_base64_encode(const unsigned char *in, unsigned int inlen, char *out);

// @return decoded size
int hv_base64_decode(const char *in, unsigned int inlen, unsigned char *out);

/* ---- util/base64.c ---- */
/* BASE 64 encode table */
static const char base64en[] = {
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H',
    'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P',
    'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X',
    'Y', 'Z', 'a', 'b', 'c', 'd', 'e', 'f',
    'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n',
    'o', 'p', 'q', 'r', 's', 't', 'u', 'v',
    'w', 'x', 'y', 'z', '0', '1', '2', '3',
    '4', '5', '6', '7', '8', '9', '+', '/',
};

#define BASE64_PAD      '='
#define BASE64DE_FIRST  '+'
#define BASE64DE_LAST   'z'
/* ASCII order for BASE 64 decode, -1 in unused character */
static const signed char base64de[] = {
    /* '+', ',', '-', '.', '/', '0', '1', '2', */
        62,  -1,  -1,  -1,  63,  52,  53,  54,

    /* '3', '4', '5', '6', '7', '8', '9', ':', */
        55,  56,  57,  58,  59,  60,  61,  -1,

    /* ';', '<', '=', '>', '?', '@', 'A', 'B', */
        -1,  -1,  -1,  -1,  -1,  -1,   0,   1,

    /* 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', */
         2,   3,   4,   5,   6,   7,   8,   9,

    /* 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', */
        10,  11,  12,  13,  14,  15,  16,  17,

    /* 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', */
        18,  19,  20,  21,  22,  23,  24,  25,

    /* '[', '\', ']', '^', '_', '`', 'a', 'b', */
        -1,  -1,  -1,  -1,  -1,  -1,  26,  27,

    /* 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', */
        28,  29,  30,  31,  32,  33,  34,  35,

    /* 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', */
        36,  37,  38,  39,  40,  41,  42,  43,

    /* 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', */
        44,  45,  46,  47,  48,  49,  50,  51,
};

int hv_base64_encode(const unsigned char *in, unsigned int inlen, char *out) {
    unsigned int i = 0, j = 0;

    for (; i < inlen; i++) {
        int s = i % 3;

        switch (s) {
        case 0:
            out[j++] = base64en[(in[i] >> 2) & 0x3F];
            continue;
        case 1:
            out[j++] = base64en[((in[i-1] & 0x3) << 4) + ((in[i] >> 4) & 0xF)];
            continue;
        case 2:
            out[j++] = base64en[((in[i-1] & 0xF) << 2) + ((in[i] >> 6) & 0x3)];
            out[j++] = base64en[in[i] & 0x3F];
        }
    }

    /* move back */
    i -= 1;

    /* check the last and add padding */
    if ((i % 3) == 0) {
        out[j++] = base64en[(in[i] & 0x3) << 4];
        out[j++] = BASE64_PAD;
        out[j++] = BASE64_PAD;
    } else if ((i % 3) == 1) {
        out[j++] = base64en[(in[i] & 0xF) << 2];
        out[j++] = BASE64_PAD;
    }

    return j;
}

int hv_base64_decode(const char *in, unsigned int inlen, unsigned char *out) {
    unsigned int i = 0, j = 0;

    for (; i < inlen; i++) {
        int c;
        int s = i % 4;

        if (in[i] == '=')
            return j;

        if (in[i] < BASE64DE_FIRST || in[i] > BASE64DE_LAST ||
            (c = base64de[in[i] - BASE64DE_FIRST]) == -1)
            return -1;

        switch (s) {
        case 0:
            out[j] = ((unsigned int)c << 2) & 0xFF;
            continue;
        case 1:
            out[j++] += ((unsigned int)c >> 4) & 0x3;

            /* if not last char with padding */
            if (i < (inlen - 3) || in[inlen - 2] != '=')
                out[j] = ((unsigned int)c & 0xF) << 4;
            continue;
        case 2:
            out[j++] += ((unsigned int)c >> 2) & 0xF;

            /* if not last char with padding */
            if (i < (inlen - 2) || in[inlen - 1] != '=')
                out[j] =  ((unsigned int)c & 0x3) << 6;
            continue;
        case 3:
            out[j++] += (unsigned char)c;
        }
    }

    return j;
}

/* ---- harness: hv::Base64Decode(str, len) of util/base64.h in C ---- */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

int main(void) {
    unsigned int len = __VERIFIER_nondet_uchar();
    unsigned int i;
    char *str;
    unsigned char *decoded_buf;
    int decoded_size;

    __VERIFIER_assume(len >= 1 && len <= 8);
    str = malloc(len);                    /* exactly len characters */
    if (str == NULL) return 0;
    for (i = 0; i < len; i++) str[i] = __VERIFIER_nondet_char();

    decoded_size = BASE64_DECODE_OUT_SIZE(len);
    decoded_buf = malloc(decoded_size + 1);   /* std::string(decoded_size + 1, 0) */
    if (decoded_buf == NULL) { free(str); return 0; }
    memset(decoded_buf, 0, decoded_size + 1);
    decoded_size = hv_base64_decode(str, len, decoded_buf);
    (void)decoded_size;

    free(decoded_buf);
    free(str);
    return 0;
}
