/* mvt-like fused siblings with inner sequential loops of different lengths, one inner loop counting down, one 2-D parallel sibling */
#include <stdio.h>
#define N 26
static double A[N][N], u[N], v[N], w[N], B[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j <= i; j++)
        u[i] = u[i] + A[i][j] * w[j];
    for (i = 0; i < n; i++)
      for (j = n - 1; j > i; j--)
        v[i] = v[i] * 0.5 + A[j][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        B[i][j] = A[i][j] * w[i];
    for (i = 0; i < n; i++)
      w[i] = w[i] * 0.25 + 0.001 * (u[i] - v[i]) + B[i][0] * 0.0625;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 7)) {
    for (i = 0; i < N; i++) { u[i] = v[i] = 0; w[i] = (i % 5) * 0.5; for (j = 0; j < N; j++) { A[i][j] = ((i * 3 + j) % 7) * 0.25; B[i][j] = -1; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%d %a %a %a\n", n, u[i], v[i], w[i]); for (j = 0; j < N; j++) printf("%a ", B[i][j]); printf("\n"); }
  }
  return 0;
}
