// With --32 unsigned long is 32 bits wide: 0xffffffff + 1 wraps to 0.
// (The same computation is nonzero with --64, see lp64_long_pass.c.)
// EXIT: 10
// ARGS: --32
// EXPECT: ^\[main\.assertion\.1\] line 16 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned long x = 0xffffffffUL;
  unsigned long step = __VERIFIER_nondet_uint() % 2u;
  x = x + step;
  assert(x >= 0xffffffffUL);
  return 0;
}
