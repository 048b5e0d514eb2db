// With --64 (LP64) long and pointers have 8 bytes: 0xffffffff + 1 does not
// wrap in unsigned long. (Constant conditions such as sizeof(long) == 8 are
// folded away by clang, so only the runtime assertion is a property line.)
// EXIT: 0
// ARGS: --64
// EXPECT: ^\[main\.assertion\.\d+\] line 19 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
// REJECT: FAILURE|UNKNOWN
void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  assert(sizeof(long) == 8 && sizeof(void *) == 8 && sizeof(int) == 4);
  unsigned long x = 0xffffffffUL;
  unsigned long step = __VERIFIER_nondet_uint() % 2u;
  x = x + step;
  assert(x >= 0xffffffffUL);
  return 0;
}
