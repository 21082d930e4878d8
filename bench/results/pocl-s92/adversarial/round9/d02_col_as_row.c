/* a 1-D sibling writing a column (A[i][0], its iterator a row index) fused next to a 2-D nest writing another array; reads at +-1 rows of the previous step */
#include <stdio.h>
#define N 34
static double A[N][N], C[N][N], S[N][N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 1; i < n - 1; i++)
      A[i][0] = S[i - 1][1] + S[i + 1][1];
    for (i = 0; i < n; i++)
      for (j = 1; j < n; j++)
        C[i][j] = S[i][j - 1] * 0.5;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        S[i][j] = 0.25 * S[i][j] + 0.5 * (A[i][0] + C[i][j]);
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 10)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = -1; C[i][j] = -2; S[i][j] = ((i + 1) * (j + 2)) % 11; }
    g(4, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a %a\n", n, A[i][j], C[i][j], S[i][j]);
  }
  return 0;
}
