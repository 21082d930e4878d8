/* 1-D jacobi with 40 steps (replay on one device), interior 1..n-2, two arrays, followed by a host read */
#include <stdio.h>
#define N 70
static double a[N], b[N];
static void k(int n, int steps)
{
  int t, i;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 64, 70};
  int q, i;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { a[i] = (i * 7) % 11; b[i] = 0; }
    k(n, 40);
    for (i = 0; i < n; i++) printf("%d %a %a\n", n, a[i], b[i]);
  }
  return 0;
}
