/* time loop in a function that returns from the middle of the loop at step k; region in the loop */
#include <stdio.h>
#define N 22
static double x[N], y[N];

static int run(int n, int steps, int k)
{
  int t, i;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
    if (t == k) return t;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      x[i] = y[i] + 0.001;
  }
  return -1;
}

int main(void)
{
  static const int ks[5] = { 0, 1, 2, 37, 99 };
  int c, i;
  for (c = 0; c < 5; c++) {
    int n = 5 + 4 * c, r;
    for (i = 0; i < N; i++) { x[i] = (double)(i % 3); y[i] = 0.0; }
    r = run(n, 60, ks[c]);
    printf("n=%d r=%d\n", n, r);
    for (i = 0; i < n; i++) printf("%a %a\n", x[i], y[i]);
  }
  return 0;
}
