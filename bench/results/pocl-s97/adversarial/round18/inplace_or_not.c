/* step(n, a, b) called with distinct arrays on most steps and with a == b (in place, aliasing) every 6th step, in a time loop of 90 steps */
#include <stdio.h>
#define N 16
static double A[N], B[N];

static void step(int n, double *a, double *b)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    b[i] = a[i] * 0.75 + 0.5;
}

int main(void)
{
  int n, i, t;
  for (n = 1; n <= N; n += 5) {
    for (i = 0; i < N; i++) { A[i] = (double)i; B[i] = -1.0; }
    for (t = 0; t < 90; t++) {
      if (t % 6 == 5) step(n, A, A);
      else if (t % 2) step(n, A, B);
      else step(n, B, A);
    }
    for (i = 0; i < n; i++) printf("%a %a\n", A[i], B[i]);
  }
  return 0;
}
