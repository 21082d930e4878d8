/* fused siblings with long iterators and long bounds next to int ones, an offset read of a long-indexed array */
#include <stdio.h>
#define N 40
static double a[N], b[N][N], c[N];
static void g(int steps, long n, int m)
{
  long i, j;
  int t, k;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        b[i][j] = b[i][j] + c[j];
    for (k = 0; k < m; k++)
      a[k] = a[k] * 0.5 + c[k + 1];
    for (k = 0; k < N - 1; k++)
      c[k] = c[k] + a[k] * 0.125 + b[k][k] * 0.0625;
  }
#pragma endscop
}
int main(void)
{
  int m, i, j;
  long n;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 13))
    for (m = 0; m < N; m += 17) {
      for (i = 0; i < N; i++) { a[i] = i; c[i] = N - i; for (j = 0; j < N; j++) b[i][j] = i + j; }
      g(3, n, m);
      for (i = 0; i < N; i++) { printf("%ld %d %a %a\n", n, m, a[i], c[i]); for (j = 0; j < N; j++) printf("%a ", b[i][j]); printf("\n"); }
    }
  return 0;
}
