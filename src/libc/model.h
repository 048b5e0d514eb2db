/* Shared declarations for kiki's C library models (the files in src/libc).
 *
 * The models are ordinary C, compiled by clang to bitcode when kiki is
 * built (once for x86_64, once for i386), linked into the user's program
 * for the functions it calls and inlined at each call site before the
 * property checks are placed. So every byte a model reads or writes
 * through a pointer gets the same --pointer-check / --bounds-check checks
 * as user code, reported at the line of the call.
 *
 * Rules for a model:
 *  - Define the function under its libc name via KIKI_FN(name); call other
 *    models through KIKI_FN too.
 *  - Read and write the caller's memory byte by byte through its pointers
 *    (s[i]), never through memcpy of a computed size, so each access is
 *    checked.
 *  - No system headers (the same source is built for 32 and 64 bits): use
 *    the types and limits below.
 *  - No undefined behaviour, no division by a value that may be zero, no
 *    signed overflow: kiki checks the inlined code like user code.
 *  - Prefer straight-line code where the iteration count has a small fixed
 *    bound (digits of a number); loops only where the bound is the input.
 *
 * With -DKIKI_NATIVE_TEST the functions are named kiki_model_<name>, so a
 * native test program can compare them with the C library's.
 */
#ifndef KIKI_LIBC_MODEL_H
#define KIKI_LIBC_MODEL_H

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;

#ifndef NULL
#define NULL ((void *)0)
#endif

#ifdef KIKI_NATIVE_TEST
#define KIKI_FN(name) kiki_model_##name
#else
#define KIKI_FN(name) name
#endif

#define KIKI_INT_MAX __INT_MAX__
#define KIKI_INT_MIN (-__INT_MAX__ - 1)
#define KIKI_LONG_MAX __LONG_MAX__
#define KIKI_LONG_MIN (-__LONG_MAX__ - 1L)
#define KIKI_LLONG_MAX __LONG_LONG_MAX__
#define KIKI_LLONG_MIN (-__LONG_LONG_MAX__ - 1LL)
#define KIKI_ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)
#define KIKI_ULLONG_MAX (__LONG_LONG_MAX__ * 2ULL + 1ULL)
/* The largest object kiki's memory model holds (encode/MemoryModel: the
 * offset bits of a pointer, 48 on LP64 and 22 on ILP32); an allocation of
 * more is not modelled (its properties are UNKNOWN). A string read in
 * bounds, its terminator included, is therefore shorter than this. */
#if __SIZEOF_POINTER__ == 8
#define KIKI_OBJECT_MAX ((((size_t)1) << 48) - 1)
#else
#define KIKI_OBJECT_MAX ((((size_t)1) << 22) - 1)
#endif
#define KIKI_ERANGE 34
#define KIKI_EINVAL 22

/* The verifier interface (kiki gives these their meaning). */
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int condition);

/* glibc's errno is (*__errno_location ()); stdlib.c models it. */
int *__errno_location(void);

#endif
