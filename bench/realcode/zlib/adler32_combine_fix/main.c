/* zlib (github.com/madler/zlib), file adler32.c
 * upstream commit: f6194ef39af5864f792412460c354cc339dde7d1 ("zlib 1.2.3.4",
 *   the fix)
 * licence: zlib licence (Copyright (C) 1995-2007 Mark Adler)
 * fix: this commit changes the final reductions of adler32_combine_() from
 *   "> BASE" to ">= BASE" (the parent 639be99, zlib 1.2.3.3, left a sum equal
 *   to BASE unreduced: adler32_combine(1, 1, 0) == 0xfff10001).
 * Default build (no NO_DIVIDE, no _LARGEFILE64_SOURCE: z_off64_t is z_off_t,
 * i.e. long); zlib typedefs replaced by their definitions (uLong = unsigned
 * long, uInt = unsigned int, Bytef = unsigned char, Z_NULL = 0, ZEXPORT empty).
 */
#include <assert.h>
#include <stdlib.h>

typedef unsigned long uLong;
typedef unsigned int uInt;
typedef unsigned char Bytef;
typedef long z_off_t;
typedef z_off_t z_off64_t;
#define Z_NULL 0
#define ZEXPORT

/* ---- adler32.c at f6194ef ---- */
#define local static

local uLong adler32_combine_(uLong adler1, uLong adler2, z_off64_t len2);

#define BASE 65521UL    /* largest prime smaller than 65536 */
#define NMAX 5552
/* NMAX is the largest n such that 255n(n+1)/2 + (n+1)(BASE-1) <= 2^32-1 */

#define DO1(buf,i)  {adler += (buf)[i]; sum2 += adler;}
#define DO2(buf,i)  DO1(buf,i); DO1(buf,i+1);
#define DO4(buf,i)  DO2(buf,i); DO2(buf,i+2);
#define DO8(buf,i)  DO4(buf,i); DO4(buf,i+4);
#define DO16(buf)   DO8(buf,0); DO8(buf,8);

/* use NO_DIVIDE if your processor does not do division in hardware */
#  define MOD(a) a %= BASE
#  define MOD4(a) a %= BASE

/* ========================================================================= */
uLong ZEXPORT adler32(adler, buf, len)
    uLong adler;
    const Bytef *buf;
    uInt len;
{
    unsigned long sum2;
    unsigned n;

    /* split Adler-32 into component sums */
    sum2 = (adler >> 16) & 0xffff;
    adler &= 0xffff;

    /* in case user likes doing a byte at a time, keep it fast */
    if (len == 1) {
        adler += buf[0];
        if (adler >= BASE)
            adler -= BASE;
        sum2 += adler;
        if (sum2 >= BASE)
            sum2 -= BASE;
        return adler | (sum2 << 16);
    }

    /* initial Adler-32 value (deferred check for len == 1 speed) */
    if (buf == Z_NULL)
        return 1L;

    /* in case short lengths are provided, keep it somewhat fast */
    if (len < 16) {
        while (len--) {
            adler += *buf++;
            sum2 += adler;
        }
        if (adler >= BASE)
            adler -= BASE;
        MOD4(sum2);             /* only added so many BASE's */
        return adler | (sum2 << 16);
    }

    /* do length NMAX blocks -- requires just one modulo operation */
    while (len >= NMAX) {
        len -= NMAX;
        n = NMAX / 16;          /* NMAX is divisible by 16 */
        do {
            DO16(buf);          /* 16 sums unrolled */
            buf += 16;
        } while (--n);
        MOD(adler);
        MOD(sum2);
    }

    /* do remaining bytes (less than NMAX, still just one modulo) */
    if (len) {                  /* avoid modulos if none remaining */
        while (len >= 16) {
            len -= 16;
            DO16(buf);
            buf += 16;
        }
        while (len--) {
            adler += *buf++;
            sum2 += adler;
        }
        MOD(adler);
        MOD(sum2);
    }

    /* return recombined sums */
    return adler | (sum2 << 16);
}

/* ========================================================================= */
local uLong adler32_combine_(adler1, adler2, len2)
    uLong adler1;
    uLong adler2;
    z_off64_t len2;
{
    unsigned long sum1;
    unsigned long sum2;
    unsigned rem;

    /* the derivation of this formula is left as an exercise for the reader */
    rem = (unsigned)(len2 % BASE);
    sum1 = adler1 & 0xffff;
    sum2 = rem * sum1;
    MOD(sum2);
    sum1 += (adler2 & 0xffff) + BASE - 1;
    sum2 += ((adler1 >> 16) & 0xffff) + ((adler2 >> 16) & 0xffff) + BASE - rem;
    if (sum1 >= BASE) sum1 -= BASE;
    if (sum1 >= BASE) sum1 -= BASE;
    if (sum2 >= (BASE << 1)) sum2 -= (BASE << 1);
    if (sum2 >= BASE) sum2 -= BASE;
    return sum1 | (sum2 << 16);
}

/* ========================================================================= */
uLong ZEXPORT adler32_combine(adler1, adler2, len2)
    uLong adler1;
    uLong adler2;
    z_off_t len2;
{
    return adler32_combine_(adler1, adler2, len2);
}

/* ---- harness ---- */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void)
{
    unsigned lenA = __VERIFIER_nondet_uchar();
    unsigned lenB = __VERIFIER_nondet_uchar();
    unsigned i;
    Bytef *data;
    uLong init, adlerA, adlerB, adlerAB;

    __VERIFIER_assume(lenA <= 3 && lenB <= 3);
    data = malloc(lenA + lenB + 1);   /* A followed by B (+1: never malloc(0)) */
    if (data == Z_NULL)
        return 0;
    for (i = 0; i < lenA + lenB; i++)
        data[i] = __VERIFIER_nondet_uchar();

    init = adler32(0L, Z_NULL, 0);
    adlerA = adler32(init, data, lenA);
    adlerB = adler32(init, data + lenA, lenB);
    adlerAB = adler32(init, data, lenA + lenB);
    /* combining the checksums of A and B gives the checksum of A||B */
    assert(adler32_combine(adlerA, adlerB, (z_off_t)lenB) == adlerAB);
    free(data);
    return 0;
}
