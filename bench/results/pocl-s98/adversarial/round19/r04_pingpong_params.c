/* step(a,b) then step(b,a) with pointer-to-row parameters, 20 steps, offsets in both dims: one nest, two array bindings */
#include <stdio.h>
#define N 48
static double P[N][N], Q[N][N];
static void step(int n, double (*src)[N], double (*dst)[N])
{
  int i, j;
#pragma bbmm
  for (i = 2; i < n - 1; i++)
    for (j = 1; j < n - 2; j++)
      dst[i][j] = 0.5 * src[i][j] + 0.25 * (src[i - 2][j + 1] + src[i + 1][j + 2]) - 0.0625 * src[i][j - 1];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 48};
  int q, i, j, t;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { P[i][j] = (i * j) % 9; Q[i][j] = i - j; }
    for (t = 0; t < 10; t++) { step(n, P, Q); step(n, Q, P); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", n, P[i][j], Q[i][j]);
  }
  return 0;
}
