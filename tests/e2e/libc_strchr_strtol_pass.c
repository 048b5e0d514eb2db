// strchr finds the separator, strtol parses the number after it and sets
// the end pointer; strncmp compares the prefix. No false alarm.
// EXIT: 0
// ARGS: --pointer-check --incremental-bmc
// EXPECT: ^\[main\.assertion\.1\] line 16 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.2\] line 18 assertion .*: SUCCESS$
// EXPECT: ^\[main\.assertion\.3\] line 19 assertion .*: SUCCESS$
// EXPECT: ^VERIFICATION SUCCESSFUL$
#include <assert.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  const char *line = "id=42;";
  const char *eq = strchr(line, '=');
  char *end;
  assert(eq == line + 2 && strncmp(line, "id", 2) == 0);
  long v = strtol(eq + 1, &end, 10);
  assert(v == 42);
  assert(*end == ';');
  return 0;
}
