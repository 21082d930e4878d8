/* integer-only stencil (int, long, short) with time steps, read at +-2 shifts in both dims, wrap-free arithmetic */
#include <stdio.h>
#define N 50
static int a[N][N];
static long b[N][N];
static short s[N][N];
static void k(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 2; i < n - 2; i++)
      for (j = 2; j < n - 2; j++)
        b[i][j] = (long)a[i - 2][j] + a[i + 2][j] + a[i][j - 2] + a[i][j + 2] - 4L * a[i][j] + s[i][j] + b[i][j] / 2;
#pragma bbmm
    for (i = 2; i < n - 2; i++)
      for (j = 2; j < n - 2; j++)
        a[i][j] = (int)(b[i][j] % 1000) + s[i - 1][j + 1];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 6, 7, 16, 33, 50};
  int q, i, j;
  for (q = 0; q < 11; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i * 31 + j * 17) % 101 - 50; b[i][j] = i - j; s[i][j] = (short)((i * j) % 9); }
    k(n, 4);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %d %ld\n", n, a[i][j], b[i][j]);
  }
  return 0;
}
