/* protobuf-c: packing a sint32 field (zigzag32 + uint32_pack) and reading it
 * back (scan_varint, parse_uint32, unzigzag32).
 *
 * Project:  protobuf-c, https://github.com/protobuf-c/protobuf-c
 * File:     protobuf-c/protobuf-c.c
 * Commit:   e2d45cbe8440b70757d568a0a7db77e57b4cb72e (the fix)
 * Licence:  BSD-2-Clause (Copyright (c) 2008-2015, Dave Benson and the
 *           protobuf-c authors); functions copied verbatim, the rest removed.
 * Fix:      e2d45cbe8440b70757d568a0a7db77e57b4cb72e
 *           "protobuf-c.c: Fix undefined code in zigzag functions"
 *           (fixed version of the pair; the buggy one is sint32_zigzag_bug)
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static inline size_t
uint32_size(uint32_t v)
{
	if (v < (1 << 7)) {
		return 1;
	} else if (v < (1 << 14)) {
		return 2;
	} else if (v < (1 << 21)) {
		return 3;
	} else if (v < (1 << 28)) {
		return 4;
	} else {
		return 5;
	}
}

static inline uint32_t
zigzag32(int32_t v)
{
	if (v < 0)
		return (-(uint32_t)v) * 2 - 1;
	else
		return (uint32_t)(v) * 2;
}

static inline size_t
sint32_size(int32_t v)
{
	return uint32_size(zigzag32(v));
}

static inline size_t
uint32_pack(uint32_t value, uint8_t *out)
{
	unsigned rv = 0;

	if (value >= 0x80) {
		out[rv++] = value | 0x80;
		value >>= 7;
		if (value >= 0x80) {
			out[rv++] = value | 0x80;
			value >>= 7;
			if (value >= 0x80) {
				out[rv++] = value | 0x80;
				value >>= 7;
				if (value >= 0x80) {
					out[rv++] = value | 0x80;
					value >>= 7;
				}
			}
		}
	}
	/* assert: value<128 */
	out[rv++] = value;
	return rv;
}

static inline size_t
sint32_pack(int32_t value, uint8_t *out)
{
	return uint32_pack(zigzag32(value), out);
}

static inline uint32_t
parse_uint32(unsigned len, const uint8_t *data)
{
	uint32_t rv = data[0] & 0x7f;
	if (len > 1) {
		rv |= ((uint32_t) (data[1] & 0x7f) << 7);
		if (len > 2) {
			rv |= ((uint32_t) (data[2] & 0x7f) << 14);
			if (len > 3) {
				rv |= ((uint32_t) (data[3] & 0x7f) << 21);
				if (len > 4)
					rv |= ((uint32_t) (data[4]) << 28);
			}
		}
	}
	return rv;
}

static inline int32_t
unzigzag32(uint32_t v)
{
	if (v & 1)
		return -(v >> 1) - 1;
	else
		return v >> 1;
}

static unsigned
scan_varint(unsigned len, const uint8_t *data)
{
	unsigned i;
	if (len > 10)
		len = 10;
	for (i = 0; i < len; i++)
		if ((data[i] & 0x80) == 0)
			break;
	if (i == len)
		return 0;
	return i + 1;
}

/* ---- harness: pack a sint32 field value, then scan and parse it back ---- */
int main(void)
{
	int32_t value = __VERIFIER_nondet_int();
	size_t size = sint32_size(value);
	uint8_t *out = malloc(size);
	size_t packed = sint32_pack(value, out);
	assert(packed == size);
	assert(scan_varint((unsigned) packed, out) == packed);
	assert(unzigzag32(parse_uint32((unsigned) packed, out)) == value);
	free(out);
	return 0;
}
