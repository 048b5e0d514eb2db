// With --64 (LP64) long and pointers have 8 bytes.
// EXIT: 0
// ARGS: --64
// EXPECT: ^\[main\.assertion\.1\] line 12 .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 13 .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

int main(void) {
  assert(sizeof(long) == 8);
  assert(sizeof(void *) == 8 && sizeof(int) == 4);
  return 0;
}
