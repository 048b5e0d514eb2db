// glibc's headers expand isdigit() to a lookup in the table returned by
// __ctype_b_loc() (as preprocessed competition tasks contain it): the
// table is modelled exactly, so the lookup is safe and precise.
// EXIT: 0
// ARGS: --pointer-check
// EXPECT: ^\[main\.assertion\.1\] line 16 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
extern const unsigned short **__ctype_b_loc(void);
extern int toupper(int);
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int digit = (*__ctype_b_loc())[(int)c] & (unsigned short)0x800;
  int upper = toupper(c);
  if (digit)
    assert(c >= '0' && c <= '9' && upper == c);
  return 0;
}
