/* tinycbor: cbor_parser_init() + cbor_value_copy_string() on one CBOR item.
 *
 * Project:  TinyCBOR, https://github.com/intel/tinycbor
 * File:     src/cborparser.c (with the needed parts of src/cbor.h,
 *           src/cborconstants_p.h, src/compilersupport_p.h)
 * Commit:   7aca88db1810db773df3586b6a93ed2ea896234f (the fix)
 * Licence:  MIT (Copyright (C) 2015 Intel Corporation); functions copied
 *           verbatim, unrelated code removed, the portable fallbacks of
 *           compilersupport_p.h used, <endian.h>
 *           replaced by byte swaps (cbor_be16toh ... for a little-endian host).
 * Fix:      7aca88db1810db773df3586b6a93ed2ea896234f
 *           "Check the size of the buffer before copying strings"
 *           (fixed version of the pair; the buggy one is copy_string_eof_bug).
 *           The check added here, ptr + total > end, can still wrap the address
 *           for an 8-byte length near 2^64; that was fixed later (63abed9,
 *           "Fix a parsing issue caused by pointer wraparounds"), so the
 *           harness leaves 8-byte lengths out.
 */
#include <assert.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

/* ---- cbor.h (the parts used here) ---- */
typedef enum CborType {
    CborIntegerType     = 0x00,
    CborByteStringType  = 0x40,
    CborTextStringType  = 0x60,
    CborArrayType       = 0x80,
    CborMapType         = 0xa0,
    CborTagType         = 0xc0,
    CborSimpleType      = 0xe0,
    CborBooleanType     = 0xf5,
    CborNullType        = 0xf6,
    CborUndefinedType   = 0xf7,
    CborHalfFloatType   = 0xf9,
    CborFloatType       = 0xfa,
    CborDoubleType      = 0xfb,

    CborInvalidType     = 0xff              /* equivalent to the break byte, so it will never be used */
} CborType;

typedef enum CborError {
    CborNoError = 0,

    /* errors in all modes */
    CborUnknownError,
    CborErrorOutOfMemory,
    CborErrorUnknownLength,         /* request for length in array, map, or string with indeterminate length */
    CborErrorAdvancePastEOF,

    /* parser errors streaming errors */
    CborErrorGarbageAtEnd = 256,
    CborErrorUnexpectedEOF,
    CborErrorBreakMissingAtEOF,     /* special case of UnexpectedEOF */
    CborErrorUnexpectedBreak,
    CborErrorUnknownType,           /* can only heppen in major type 7 */
    CborErrorIllegalType,           /* type not allowed here */
    CborErrorIllegalNumber,
    CborErrorIllegalSimpleType,     /* types of value less than 32 encoded in two bytes */

    /* parser errors in strict mode parsing only */
    CborErrorUnknownSimpleType = 512,
    CborErrorUnknownTag,
    CborErrorInappropriateTagForType,
    CborErrorDuplicateObjectKeys,
    CborErrorInvalidUtf8TextString,

    /* internal implementation errors */
    CborErrorDataTooLarge = 1024,
    CborErrorInternalError = ~0U
} CborError;

enum CborParserIteratorFlags
{
    CborIteratorFlag_IntegerValueTooLarge   = 0x01,
    CborIteratorFlag_NegativeInteger        = 0x02,
    CborIteratorFlag_UnknownLength          = 0x04
};

struct CborParser
{
    const char *end;
    int flags;
};
typedef struct CborParser CborParser;

struct CborValue
{
    const CborParser *parser;
    const char *ptr;
    uint32_t remaining;
    uint16_t extra;
    uint8_t type;
    uint8_t flags;
};
typedef struct CborValue CborValue;

static inline bool cbor_value_is_length_known(const CborValue *value)
{ return (value->flags & CborIteratorFlag_UnknownLength) == 0; }
static inline bool cbor_value_is_byte_string(const CborValue *value)
{ return value->type == CborByteStringType; }
static inline bool cbor_value_is_text_string(const CborValue *value)
{ return value->type == CborTextStringType; }

/* ---- cborconstants_p.h ---- */
typedef enum CborMajorTypes {
    UnsignedIntegerType = 0U,
    NegativeIntegerType = 1U,
    ByteStringType = 2U,
    TextStringType = 3U,
    ArrayType = 4U,
    MapType = 5U,           /* a.k.a. object */
    TagType = 6U,
    SimpleTypesType = 7U
} CborMajorTypes;

typedef enum CborSimpleTypes {
    FalseValue              = 20,
    TrueValue               = 21,
    NullValue               = 22,
    UndefinedValue          = 23,
    SimpleTypeInNextByte    = 24,   /* not really a simple type */
    HalfPrecisionFloat      = 25,   /* ditto */
    SinglePrecisionFloat    = 26,   /* ditto */
    DoublePrecisionFloat    = 27,   /* ditto */
    Break                   = 31
} CborSimpleTypes;

enum {
    SmallValueBitLength     = 5U,
    SmallValueMask          = (1U << SmallValueBitLength) - 1,      // 31
    Value8Bit               = 24U,
    Value16Bit              = 25U,
    Value32Bit              = 26U,
    Value64Bit              = 27U,
    IndefiniteLength        = 31U,

    MajorTypeShift          = SmallValueBitLength,
    MajorTypeMask           = ~0U << MajorTypeShift,

    BreakByte               = (unsigned)Break | (SimpleTypesType << MajorTypeShift)
};

/* ---- compilersupport_p.h (the portable branches; <endian.h> replaced by
 * byte swaps for a little-endian host, renamed cbor_be16toh ...) ---- */
#define likely(x)     x
#define unlikely(x)   x

static inline bool add_check_overflow(size_t v1, size_t v2, size_t *r)
{
    // unsigned additions are well-defined
    *r = v1 + v2;
    return v1 <= SIZE_MAX - v2;
}

static inline uint16_t cbor_be16toh(uint16_t x)
{ return (uint16_t)((x >> 8) | (x << 8)); }
static inline uint32_t cbor_be32toh(uint32_t x)
{ return (x >> 24) | ((x >> 8) & 0xff00U) | ((x << 8) & 0xff0000U) | (x << 24); }
static inline uint64_t cbor_be64toh(uint64_t x)
{ return ((uint64_t)cbor_be32toh((uint32_t)x) << 32) | cbor_be32toh((uint32_t)(x >> 32)); }

/* ---- src/cborparser.c ---- */
static inline uint16_t get16(const char *ptr)
{
    uint16_t result;
    memcpy(&result, ptr, sizeof(result));
    return cbor_be16toh(result);
}

static inline uint32_t get32(const char *ptr)
{
    uint32_t result;
    memcpy(&result, ptr, sizeof(result));
    return cbor_be32toh(result);
}

static inline uint64_t get64(const char *ptr)
{
    uint64_t result;
    memcpy(&result, ptr, sizeof(result));
    return cbor_be64toh(result);
}

static inline CborError extract_number(const CborParser *parser, const char **ptr, uint64_t *len)
{
    uint8_t additional_information = **ptr & SmallValueMask;
    ++*ptr;
    if (additional_information < Value8Bit) {
        *len = additional_information;
        return CborNoError;
    }
    if (unlikely(additional_information > Value64Bit))
        return CborErrorIllegalNumber;

    size_t bytesNeeded = 1 << (additional_information - Value8Bit);
    if (unlikely(*ptr + bytesNeeded > parser->end)) {
        return CborErrorUnexpectedEOF;
    } else if (bytesNeeded == 1) {
        *len = (uint8_t)(*ptr)[0];
    } else if (bytesNeeded == 2) {
        *len = get16(*ptr);
    } else if (bytesNeeded == 4) {
        *len = get32(*ptr);
    } else {
        *len = get64(*ptr);
    }
    *ptr += bytesNeeded;
    return CborNoError;
}

static inline CborError extract_length(const CborParser *parser, const char **ptr, size_t *len)
{
    uint64_t v;
    CborError err = extract_number(parser, ptr, &v);
    if (err)
        return err;

    *len = v;
    if (v != *len)
        return CborErrorDataTooLarge;
    return CborNoError;
}

static bool is_fixed_type(uint8_t type)
{
    return type != CborTextStringType && type != CborByteStringType && type != CborArrayType &&
           type != CborMapType;
}

static CborError preparse_value(CborValue *it)
{
    const CborParser *parser = it->parser;
    it->type = CborInvalidType;

    // are we at the end?
    if (it->ptr == parser->end)
        return CborErrorUnexpectedEOF;

    uint8_t descriptor = *it->ptr;
    uint8_t type = descriptor & MajorTypeMask;
    it->flags = 0;
    it->extra = (descriptor &= SmallValueMask);

    if (descriptor > Value64Bit) {
        if (unlikely(descriptor != IndefiniteLength))
            return CborErrorIllegalNumber;
        if (likely(!is_fixed_type(type))) {
            // special case
            it->flags |= CborIteratorFlag_UnknownLength;
            it->type = type;
            return CborNoError;
        }
        return type == CborSimpleType ? CborErrorUnexpectedBreak : CborErrorIllegalNumber;
    }

    size_t bytesNeeded = descriptor < Value8Bit ? 0 : (1 << (descriptor - Value8Bit));
    if (it->ptr + 1 + bytesNeeded > parser->end)
        return CborErrorUnexpectedEOF;

    switch ((CborMajorTypes)(type >> MajorTypeShift)) {
    case NegativeIntegerType:
        it->flags |= CborIteratorFlag_NegativeInteger;
        type = CborIntegerType;
        // fall through
    case UnsignedIntegerType:
    case ByteStringType:
    case TextStringType:
    case ArrayType:
    case MapType:
    case TagType:
        break;

    case SimpleTypesType:
        switch (descriptor) {
        case FalseValue:
            it->extra = false;
            type = CborBooleanType;
            break;

        case TrueValue:
        case NullValue:
        case UndefinedValue:
        case HalfPrecisionFloat:
        case SinglePrecisionFloat:
        case DoublePrecisionFloat:
            type = *it->ptr;
            break;

        case SimpleTypeInNextByte:
#ifndef CBOR_PARSER_NO_STRICT_CHECKS
            if ((unsigned char)it->ptr[1] < 32)
                return CborErrorIllegalSimpleType;
#endif
            break;

        case 28:
        case 29:
        case 30:
            return CborErrorUnknownType;

        case Break:
            return CborErrorUnexpectedBreak;
        }
        break;
    }

    // no further errors possible
    it->type = type;

    // try to decode up to 16 bits
    if (descriptor < Value8Bit)
        return CborNoError;

    if (descriptor == Value8Bit)
        it->extra = (uint8_t)it->ptr[1];
    else if (descriptor == Value16Bit)
        it->extra = get16(it->ptr + 1);
    else
        it->flags |= CborIteratorFlag_IntegerValueTooLarge;     // Value32Bit or Value64Bit
    return CborNoError;
}

static CborError preparse_next_value(CborValue *it)
{
    if (it->remaining != UINT32_MAX) {
        // don't decrement the item count if the current item is tag: they don't count
        if (it->type != CborTagType && !--it->remaining) {
            it->type = CborInvalidType;
            return CborNoError;
        }
    } else if (it->remaining == UINT32_MAX && it->ptr != it->parser->end && *it->ptr == (char)BreakByte) {
        // end of map or array
        ++it->ptr;
        it->type = CborInvalidType;
        it->remaining = 0;
        return CborNoError;
    }

    return preparse_value(it);
}

CborError cbor_parser_init(const char *buffer, size_t size, int flags, CborParser *parser, CborValue *it)
{
    memset(parser, 0, sizeof(*parser));
    parser->end = buffer + size;
    parser->flags = flags;
    it->parser = parser;
    it->ptr = buffer;
    it->remaining = 1;      // there's one type altogether, usually an array or map
    return preparse_value(it);
}

CborError cbor_value_copy_string(const CborValue *value, char *buffer,
                                 size_t *buflen, CborValue *next)
{
    assert(cbor_value_is_byte_string(value) || cbor_value_is_text_string(value));

    size_t total;
    CborError err;
    const char *ptr = value->ptr;
    if (cbor_value_is_length_known(value)) {
        // easy case: fixed length
        err = extract_length(value->parser, &ptr, &total);
        if (err)
            return err;
        if (ptr + total > value->parser->end)
            return CborErrorUnexpectedEOF;
        if (buffer) {
            if (*buflen < total)
                return CborErrorOutOfMemory;
            memcpy(buffer, ptr, total);
            ptr += total;
        }
    } else {
        // chunked
        ++ptr;
        total = 0;
        while (true) {
            size_t chunkLen;
            size_t newTotal;

            if (ptr == value->parser->end)
                return CborErrorUnexpectedEOF;

            if (*ptr == (char)BreakByte) {
                ++ptr;
                break;
            }

            // is this the right type?
            if ((*ptr & MajorTypeMask) != value->type)
                return CborErrorIllegalType;

            err = extract_length(value->parser, &ptr, &chunkLen);
            if (err)
                return err;

            if (unlikely(!add_check_overflow(total, chunkLen, &newTotal)))
                return CborErrorDataTooLarge;

            if (ptr + chunkLen > value->parser->end)
                return CborErrorUnexpectedEOF;

            if (buffer) {
                if (*buflen < newTotal)
                    return CborErrorOutOfMemory;
                memcpy(buffer + total, ptr, chunkLen);
            }
            ptr += chunkLen;
            total = newTotal;
        }
    }

    // is there enough room for the ending NUL byte?
    if (buffer && *buflen > total)
        buffer[total] = '\0';
    *buflen = total;

    if (next) {
        *next = *value;
        next->ptr = ptr;
        return preparse_next_value(next);
    }
    return CborNoError;
}

/* ---- harness: one definite-length CBOR item (header with at most a 4-byte
 * length), copied out if it is a byte or text string ---- */
int main(void)
{
    size_t n = __VERIFIER_nondet_uchar();
    size_t i;
    __VERIFIER_assume(n >= 1 && n <= 8);
    char *buf = malloc(n);
    for (i = 0; i < n; i++)
        buf[i] = (char)__VERIFIER_nondet_uchar();
    /* additional information 0..26: immediate value or a 1-, 2- or 4-byte
     * length (not the 8-byte length nor the indefinite length) */
    __VERIFIER_assume(((unsigned char)buf[0] & 0x1f) <= 26);

    CborParser parser;
    CborValue value, next;
    if (cbor_parser_init(buf, n, 0, &parser, &value) == CborNoError &&
        (cbor_value_is_byte_string(&value) || cbor_value_is_text_string(&value))) {
        char out[16];
        size_t outlen = sizeof(out);
        if (cbor_value_copy_string(&value, out, &outlen, &next) == CborNoError) {
            assert(outlen < n);                       /* the string lies in the input */
            assert(next.ptr <= buf + n);
            if (outlen < sizeof(out))
                assert(out[outlen] == '\0');
        }
    }
    free(buf);
    return 0;
}
