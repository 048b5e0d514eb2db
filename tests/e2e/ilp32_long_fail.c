// With --32 (ILP32) long has 4 bytes. No #include: i386 system headers may
// be missing.
// EXIT: 10
// ARGS: --32
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

int main(void) {
  assert(sizeof(long) == 8);
  return 0;
}
