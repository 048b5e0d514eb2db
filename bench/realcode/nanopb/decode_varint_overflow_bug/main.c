/* nanopb: pb_decode_varint() over a memory stream (pb_istream_from_buffer).
 *
 * Project:  nanopb, https://github.com/nanopb/nanopb
 * File:     pb_decode.c (stream helpers and pb_decode_varint), pb.h (types)
 * Commit:   3c67a681d81482fca5d8bb67438fa732cd5f2cd3 (parent of the fix)
 * Licence:  zlib (Copyright (c) 2011 Petteri Aimonen); this file is an
 *           altered copy: reduced to the functions used, #ifdefs resolved
 *           for the default configuration.
 * Fix:      9312d2c00ad28c26df4733871960723aa5af3860
 *           "Improve handling of varint overflows ... also detects some real
 *           varint overflows that were missed earlier."
 * Bug:      a 10-byte varint whose last byte has bits above bit 0 (bit 63 of
 *           the value) is accepted and the extra bits are silently dropped,
 *           so the decoded value is not the value the varint denotes.
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
    const pb_byte_t *source = (const pb_byte_t*)stream->state;
    stream->state = (pb_byte_t*)stream->state + count;
    
    if (buf != NULL)
    {
        memcpy(buf, source, count * sizeof(pb_byte_t));
    }
    
    return true;
}

/* Read a single byte from input stream. buf may not be NULL.
 * This is an optimization for the varint decoding. */
static bool checkreturn pb_readbyte(pb_istream_t *stream, pb_byte_t *buf)
{
    if (stream->bytes_left == 0)
        PB_RETURN_ERROR(stream, "end-of-stream");

    if (!stream->callback(stream, buf, 1))
        PB_RETURN_ERROR(stream, "io error");

    stream->bytes_left--;
    
    return true;    
}

pb_istream_t pb_istream_from_buffer(const pb_byte_t *buf, size_t msglen)
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
    stream.bytes_left = msglen;
    stream.errmsg = NULL;
    return stream;
}

bool checkreturn pb_decode_varint(pb_istream_t *stream, uint64_t *dest)
{
    pb_byte_t byte;
    uint_fast8_t bitpos = 0;
    uint64_t result = 0;
    
    do
    {
        if (bitpos >= 64)
            PB_RETURN_ERROR(stream, "varint overflow");
        
        if (!pb_readbyte(stream, &byte))
            return false;

        result |= (uint64_t)(byte & 0x7F) << bitpos;
        bitpos = (uint_fast8_t)(bitpos + 7);
    } while (byte & 0x80);
    
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
    uint64_t value;
    if (pb_decode_varint(&stream, &value))
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
        /* an accepted varint must denote exactly the value returned */
        assert(exact);
        assert(value == expected);
    }
    free(buf);
    return 0;
}
