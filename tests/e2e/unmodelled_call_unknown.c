// A library function kiki does not model: its accesses are not checked, so
// the property that says so is UNKNOWN with a note naming it, and the
// verdict is not SUCCESSFUL.
// EXIT: 5
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 14 memory accesses of strxfrm\(d, s, 8\) \(strxfrm is not modelled\): UNKNOWN$
// EXPECT: ^note: line 14: strxfrm has no body and is not modelled
// EXPECT: ^VERIFICATION INCONCLUSIVE$
#include <string.h>
int main(void) {
  char d[4];
  char s[8];
  s[7] = 0;
  strxfrm(d, s, 8);
  return 0;
}
