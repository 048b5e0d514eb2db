/* nanopb: pb_decode_varint32() over a memory stream (pb_istream_from_buffer).
 *
 * Project:  nanopb, https://github.com/nanopb/nanopb
 * File:     pb_decode.c (stream helpers and pb_decode_varint32), pb.h and
 *           pb_decode.h (types)
 * Commit:   56cfdec3473d4702dfb5708c290aa7ae7e881d68 (the first fix,
 *           "Make pb_decode_varint32 overflow checks exact (issue #258)")
 * Licence:  zlib (Copyright (c) 2011 Petteri Aimonen); this file is an
 *           altered copy: reduced to the functions used, #ifdefs resolved
 *           for the default configuration.
 * Fix:      9312d2c00ad28c26df4733871960723aa5af3860 ("Improve handling of
 *           varint overflows ... also detects some real varint overflows
 *           that were missed earlier": the bitpos == 28 check)
 * Bug:      the first fix checks the high payload bits of the 5th byte only
 *           when it is the last byte; with a trailing 0x80/0x00 byte after it
 *           the bits are still dropped: 80 80 80 80 90 00 (= 2^32) is
 *           accepted as 0.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* ---- pb.h / pb_decode.h (only what the functions below use) ---- */
#define checkreturn
typedef uint_least8_t pb_byte_t;
typedef struct pb_istream_s pb_istream_t;
struct pb_istream_s
{
    bool (*callback)(pb_istream_t *stream, pb_byte_t *buf, size_t count);
    void *state; /* Free field for use by callback implementation */
    size_t bytes_left;
    const char *errmsg;
};
#define PB_SET_ERROR(stream, msg) (stream->errmsg = (stream)->errmsg ? (stream)->errmsg : (msg))
#define PB_RETURN_ERROR(stream, msg) return PB_SET_ERROR(stream, msg), false

/* ---- pb_decode.c ---- */
static bool checkreturn buf_read(pb_istream_t *stream, pb_byte_t *buf, size_t count)
{
    size_t i;
    const pb_byte_t *source = (const pb_byte_t*)stream->state;
    stream->state = (pb_byte_t*)stream->state + count;
    
    if (buf != NULL)
    {
        for (i = 0; i < count; i++)
            buf[i] = source[i];
    }
    
    return true;
}

static bool checkreturn pb_readbyte(pb_istream_t *stream, pb_byte_t *buf)
{
    if (stream->bytes_left == 0)
        PB_RETURN_ERROR(stream, "end-of-stream");

    if (!stream->callback(stream, buf, 1))
        PB_RETURN_ERROR(stream, "io error");

    stream->bytes_left--;
    
    return true;    
}

pb_istream_t pb_istream_from_buffer(const pb_byte_t *buf, size_t bufsize)
{
    pb_istream_t stream;
    /* Cast away the const from buf without a compiler error.  We are
     * careful to use it only in a const manner in the callbacks.
     */
    union {
        void *state;
        const void *c_state;
    } state;
    stream.callback = &buf_read;
    state.c_state = buf;
    stream.state = state.state;
    stream.bytes_left = bufsize;
    stream.errmsg = NULL;
    return stream;
}

bool checkreturn pb_decode_varint32(pb_istream_t *stream, uint32_t *dest)
{
    pb_byte_t byte;
    uint32_t result;
    
    if (!pb_readbyte(stream, &byte))
        return false;
    
    if ((byte & 0x80) == 0)
    {
        /* Quick case, 1 byte value */
        result = byte;
    }
    else
    {
        /* Multibyte case */
        uint_fast8_t bitpos = 7;
        result = byte & 0x7F;
        
        do
        {
            if (!pb_readbyte(stream, &byte))
                return false;
            
            if (bitpos >= 32)
            {
                /* Note: Technically, the varint could have trailing 0x80 bytes, even
                 * though I haven't seen any implementation do that yet. */
                if ((byte & 0x7F) != 0)
                {
                    PB_RETURN_ERROR(stream, "varint overflow");
                }
            }
            else
            {
                result |= (uint32_t)(byte & 0x7F) << bitpos;
            }
            bitpos = (uint_fast8_t)(bitpos + 7);
        } while (byte & 0x80);
        
        if (bitpos >= 32 && (byte & 0x70) != 0)
        {
            /* The last byte was at bitpos=28, so only bottom 4 bits fit. */
            PB_RETURN_ERROR(stream, "varint overflow");
        }
   }
   
   *dest = result;
   return true;
}

/* ---- harness ---- */
int main(void)
{
    size_t n = __VERIFIER_nondet_uchar();
    size_t i;
    __VERIFIER_assume(n >= 1 && n <= 10);
    pb_byte_t *buf = malloc(n);
    for (i = 0; i < n; i++)
        buf[i] = __VERIFIER_nondet_uchar();

    pb_istream_t stream = pb_istream_from_buffer(buf, n);
    uint32_t value;
    if (pb_decode_varint32(&stream, &value))
    {
        size_t used = n - stream.bytes_left;
        uint64_t expected = 0;
        int exact = 1;
        assert(used >= 1 && used <= n);
        assert((buf[used - 1] & 0x80) == 0);       /* stopped at the last byte */
        for (i = 0; i < used; i++)
        {
            unsigned payload = buf[i] & 0x7F;
            unsigned pos = 7 * (unsigned)i;
            if (pos >= 64)
            {
                if (payload != 0)
                    exact = 0;
            }
            else
            {
                expected |= (uint64_t)payload << pos;
                if (pos > 57 && (payload >> (64 - pos)) != 0)
                    exact = 0;                     /* bits above bit 63 */
            }
        }
        /* an accepted varint must denote exactly the (32-bit) value returned */
        assert(exact && expected <= 0xFFFFFFFFu);
        assert(value == expected);
    }
    free(buf);
    return 0;
}
