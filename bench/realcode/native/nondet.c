/* Native stand-ins for the verifier built-ins, so that a task of the
 * real-code corpus runs as an ordinary program under ASan/UBSan.
 *
 * The task is compiled with -Dmain=kiki_task_main and linked with this file.
 *   KIKI_INPUT="v1,v2,..."   replay: the k-th __VERIFIER_nondet_* call returns
 *                            vk (converted to its type), 0 after the list.
 *   KIKI_ENUM="n:a,b,c"      enumerate: every tuple of n values drawn from
 *                            {a,b,c} feeds the first n calls (0 after them);
 *                            each tuple runs in a child process; the first
 *                            tuple whose run fails is printed and the exit
 *                            status is 1 (0: every tuple ran clean).
 * Values are C integers: decimal, 0x.. hex, or 'c' for one character.
 * A failed __VERIFIER_assume ends the run as clean (exit 0); reach_error,
 * __VERIFIER_error and a failed __VERIFIER_assert exit 86. With ASan, heap
 * memory still allocated when the task returns is reported (exit 23): kiki's
 * --memory-leak-check means "all heap memory freed at exit" (valid-memcleanup),
 * stricter than LeakSanitizer, which forgives memory a global still holds. */
#undef main /* the task is compiled with -Dmain=kiki_task_main, this file too */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

int kiki_task_main(void);
unsigned long __sanitizer_get_current_allocated_bytes(void) __attribute__((weak));

static long long inputs[4096];
static int inputCount, nextInput;

static long long next(void) { return nextInput < inputCount ? inputs[nextInput++] : 0; }

static long long parseValue(const char *s, char **end) {
  if (s[0] == '\'' && s[1] && s[2] == '\'') { *end = (char *)s + 3; return (unsigned char)s[1]; }
  return strtoll(s, end, 0);
}

static int parseList(const char *s, long long *out, int max) {
  int n = 0;
  while (*s && n < max) {
    char *end;
    out[n++] = parseValue(s, &end);
    if (end == s) { fprintf(stderr, "nondet.c: bad value at '%s'\n", s); exit(2); }
    s = *end == ',' ? end + 1 : end;
  }
  return n;
}

#define NONDET(name, type) type __VERIFIER_nondet_##name(void) { return (type)next(); }
NONDET(char, char) NONDET(uchar, unsigned char) NONDET(short, short)
NONDET(ushort, unsigned short) NONDET(int, int) NONDET(uint, unsigned int)
NONDET(long, long) NONDET(ulong, unsigned long) NONDET(longlong, long long)
NONDET(ulonglong, unsigned long long) NONDET(bool, _Bool) NONDET(_Bool, _Bool)
NONDET(size_t, unsigned long) NONDET(unsigned, unsigned int)
NONDET(u8, unsigned char) NONDET(u16, unsigned short) NONDET(u32, unsigned int)
NONDET(u64, unsigned long long) NONDET(s8, signed char) NONDET(s16, short)
NONDET(s32, int) NONDET(s64, long long)
void *__VERIFIER_nondet_pointer(void) { return (void *)0; }

void __VERIFIER_assume(int c) { if (!c) _exit(0); }
void __CPROVER_assume(int c) { if (!c) _exit(0); }
void reach_error(void) { fprintf(stderr, "reach_error reached\n"); _exit(86); }
void __VERIFIER_error(void) { reach_error(); }

static int runTask(void) {
  unsigned long before = __sanitizer_get_current_allocated_bytes ? __sanitizer_get_current_allocated_bytes() : 0;
  kiki_task_main();
  if (__sanitizer_get_current_allocated_bytes && __sanitizer_get_current_allocated_bytes() != before) {
    fprintf(stderr, "nondet.c: %lu bytes of heap memory not freed at the task's return\n",
            __sanitizer_get_current_allocated_bytes() - before);
    _exit(23);
  }
  return 0;
}

static int enumerate(const char *spec) {
  char *colon;
  int n = (int)strtol(spec, &colon, 10);
  long long values[256];
  if (*colon != ':' || n <= 0 || n > 64) { fprintf(stderr, "nondet.c: KIKI_ENUM=n:a,b,...\n"); return 2; }
  int k = parseList(colon + 1, values, 256);
  int digits[64] = {0};
  long long runs = 0;
  for (;;) {
    for (int i = 0; i < n; i++) inputs[i] = values[digits[i]];
    inputCount = n;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) { runTask(); _exit(0); }
    int status;
    waitpid(pid, &status, 0);
    runs++;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      fprintf(stderr, "nondet.c: failing input KIKI_INPUT=");
      for (int i = 0; i < n; i++) fprintf(stderr, "%s%lld", i ? "," : "", inputs[i]);
      fprintf(stderr, "\n");
      return 1;
    }
    int i = 0;
    while (i < n && ++digits[i] == k) digits[i++] = 0;
    if (i == n) break;
  }
  printf("nondet.c: %lld inputs ran clean\n", runs);
  return 0;
}

int main(void) {
  /* Unbuffered standard streams allocate nothing, so the heap count above
   * sees only the task's own memory. */
  setvbuf(stdout, NULL, _IONBF, 0);
  setvbuf(stderr, NULL, _IONBF, 0);
  const char *spec = getenv("KIKI_ENUM");
  if (spec) return enumerate(spec);
  const char *input = getenv("KIKI_INPUT");
  if (input) inputCount = parseList(input, inputs, 4096);
  return runTask();
}
