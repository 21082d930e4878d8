/* loops stepping down by an enum constant (i -= STRIDE) and by a macro of macros, from n - 1 to 0, with i-dependent weights */
#include <stdio.h>
#define N 25
#define BASE 2
#define STEP3 (BASE + 1)
enum { STRIDE = 2 };
static double a[N], b[N];

static void op(int n)
{
  int i;
#pragma bbmm
  {
    for (i = n - 1; i >= 0; i -= STRIDE)
      b[i] = a[i] * 2.0 + (i >= 1 ? a[i - 1] : 0.0);
    for (i = n - 2; i > 0; i -= STEP3)
      b[i] = b[i] - a[i + 1];
  }
}

int main(void)
{
  int ns[] = { 25, 0, 1, 2, 3, 4, 10 };
  int t, i;
  for (t = 0; t < 7; t++) {
    for (i = 0; i < N; i++) { a[i] = 0.25 * ((i * 3 + t) % 7); b[i] = -1.0; }
    op(ns[t]);
    for (i = 0; i < N; i++) printf("%a ", b[i]);
    printf("\n");
  }
  return 0;
}
