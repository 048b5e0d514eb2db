/* zlib (github.com/madler/zlib), files crc32.c + crc32.h
 * upstream commit: 04f42ceca40f73e2978b50e93806c2a18c1281fc ("zlib 1.2.13")
 * licence: zlib licence (Copyright (C) 1995-2022 Mark Adler)
 * No known bug: crc32_combine() of zlib >= 1.2.12, built on multmodp()
 * (polynomial product modulo the CRC polynomial; its loop ends only because
 * its first argument is non-zero) and x2nmodp() (x^(n*2^k) mod p by
 * repeated squaring through the x2n_table; its loop ends only because n >= 0).
 * The harness checks that combining the CRC-32 of two short strings A and B
 * with len2 = |B| gives the CRC-32 of A||B, computed by a plain bitwise
 * CRC-32 in the harness (zlib's braided crc32_z() is left out).
 * Build: no DYNAMIC_CRC_TABLE (x2n_table from crc32.h), no _LARGEFILE64_SOURCE
 * (z_off_t = z_off64_t = long); zlib typedefs and macros replaced by their
 * definitions (uLong = unsigned long, z_crc_t = unsigned int, FAR/ZEXPORT
 * empty, OF(args) = args, local = static).
 */
#include <assert.h>
#include <stdlib.h>

typedef unsigned long uLong;
typedef unsigned int z_crc_t;
typedef long z_off_t;
typedef z_off_t z_off64_t;
#define FAR
#define ZEXPORT
#define OF(args) args
#define local static

/* ---- crc32.c ---- */
local z_crc_t multmodp OF((z_crc_t a, z_crc_t b));
local z_crc_t x2nmodp OF((z_off64_t n, unsigned k));

/* CRC polynomial. */
#define POLY 0xedb88320         /* p(x) reflected, with x^32 implied */

/* ---- crc32.h (x2n_table only) ---- */
local const z_crc_t FAR x2n_table[] = {
    0x40000000, 0x20000000, 0x08000000, 0x00800000, 0x00008000,
    0xedb88320, 0xb1e6b092, 0xa06a2517, 0xed627dae, 0x88d14467,
    0xd7bbfe6a, 0xec447f11, 0x8e7ea170, 0x6427800e, 0x4d47bae0,
    0x09fe548f, 0x83852d0f, 0x30362f1a, 0x7b5a9cc3, 0x31fec169,
    0x9fec022a, 0x6c8dedc4, 0x15d6874d, 0x5fde7a4e, 0xbad90e37,
    0x2e4e5eef, 0x4eaba214, 0xa8a472c0, 0x429a969e, 0x148d302a,
    0xc40ba6d0, 0xc4e22c3c};

/* ---- crc32.c ---- */
/*
  Return a(x) multiplied by b(x) modulo p(x), where p(x) is the CRC polynomial,
  reflected. For speed, this requires that a not be zero.
 */
local z_crc_t multmodp(a, b)
    z_crc_t a;
    z_crc_t b;
{
    z_crc_t m, p;

    m = (z_crc_t)1 << 31;
    p = 0;
    for (;;) {
        if (a & m) {
            p ^= b;
            if ((a & (m - 1)) == 0)
                break;
        }
        m >>= 1;
        b = b & 1 ? (b >> 1) ^ POLY : b >> 1;
    }
    return p;
}

/*
  Return x^(n * 2^k) modulo p(x). Requires that x2n_table[] has been
  initialized.
 */
local z_crc_t x2nmodp(n, k)
    z_off64_t n;
    unsigned k;
{
    z_crc_t p;

    p = (z_crc_t)1 << 31;           /* x^0 == 1 */
    while (n) {
        if (n & 1)
            p = multmodp(x2n_table[k & 31], p);
        n >>= 1;
        k++;
    }
    return p;
}

/* ========================================================================= */
uLong ZEXPORT crc32_combine64(crc1, crc2, len2)
    uLong crc1;
    uLong crc2;
    z_off64_t len2;
{
#ifdef DYNAMIC_CRC_TABLE
    once(&made, make_crc_table);
#endif /* DYNAMIC_CRC_TABLE */
    return multmodp(x2nmodp(len2, 3), crc1) ^ (crc2 & 0xffffffff);
}

/* ========================================================================= */
uLong ZEXPORT crc32_combine(crc1, crc2, len2)
    uLong crc1;
    uLong crc2;
    z_off_t len2;
{
    return crc32_combine64(crc1, crc2, (z_off64_t)len2);
}


/* ---- harness ---- */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* reference: bitwise CRC-32 (reflected, init and final xor 0xffffffff) */
static uLong crc32_ref(uLong crc, const unsigned char *buf, unsigned len)
{
    unsigned i, b;

    crc ^= 0xffffffffUL;
    for (i = 0; i < len; i++) {
        crc ^= buf[i];
        for (b = 0; b < 8; b++)
            crc = crc & 1 ? (crc >> 1) ^ 0xedb88320UL : crc >> 1;
    }
    return crc ^ 0xffffffffUL;
}

int main(void)
{
    unsigned lenA = __VERIFIER_nondet_uchar();
    unsigned lenB = __VERIFIER_nondet_uchar();
    unsigned i;
    unsigned char *data;
    uLong crcA, crcB, crcAB;

    __VERIFIER_assume(lenA <= 3 && lenB <= 3);
    data = malloc(lenA + lenB + 1);   /* A followed by B (+1: never malloc(0)) */
    if (data == 0)
        return 0;
    for (i = 0; i < lenA + lenB; i++)
        data[i] = __VERIFIER_nondet_uchar();

    crcA = crc32_ref(0, data, lenA);
    crcB = crc32_ref(0, data + lenA, lenB);
    crcAB = crc32_ref(0, data, lenA + lenB);
    /* combining the CRCs of A and B gives the CRC of A||B */
    assert(crc32_combine(crcA, crcB, (z_off_t)lenB) == crcAB);
    free(data);
    return 0;
}
