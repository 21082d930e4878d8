/* jacobi-2d time loop with a periodic-style boundary copy nest (1-D) that is independent of the first sweep */
#include <stdio.h>
#define N 26
static double A[N][N], B[N][N], E[N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (j = 0; j < n; j++)
      E[j] = E[j] * 0.5 + A[0][j] + A[n - 1][j];
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
    for (j = 0; j < n; j++)
      A[0][j] = E[j] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 7)) {
    for (i = 0; i < N; i++) { E[i] = i; for (j = 0; j < N; j++) { A[i][j] = ((i + 2) * j + 2) / (double)N; B[i][j] = ((i + 3) * j + 3) / (double)N; } }
    g(4, n);
    for (i = 0; i < N; i++) { printf("%d %a\n", n, E[i]); for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]); }
  }
  return 0;
}
