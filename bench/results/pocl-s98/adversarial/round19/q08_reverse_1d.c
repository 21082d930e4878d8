/* 1-D arrays read reversed (x[n-1-i]) and shifted (x[i+2]), three 1-D arrays of different types, time loop */
#include <stdio.h>
#define N 80
static double x[N], y[N];
static float z[N];
static void k(int n, int steps)
{
  int t, i;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 1; i < n - 2; i++)
      y[i] = x[n - 1 - i] * 0.5 + x[i + 2] - z[i - 1];
#pragma bbmm
    for (i = 0; i < n; i++)
      x[i] = y[i] + 0.125;
#pragma bbmm
    for (i = 3; i < n; i += 2)
      z[i] = z[i] + (float)y[i - 3];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 64, 80};
  int q, i;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { x[i] = i * 1.5; y[i] = -i; z[i] = (float)(i % 5) * 0.5f; }
    k(n, 5);
    for (i = 0; i < n; i++) printf("%d %a %a %a\n", n, x[i], y[i], (double)z[i]);
  }
  return 0;
}
