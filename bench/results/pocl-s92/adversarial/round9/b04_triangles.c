/* lower and upper triangles of different arrays as siblings (j<=i and j>=i), plus the diagonal as a 1-D sibling, in a time loop */
#include <stdio.h>
#define N 26
static double Lo[N][N], Up[N][N], dg[N], M[N][N];
static void f(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j <= i; j++)
        Lo[i][j] = Lo[i][j] + M[i][j];
    for (i = 0; i < n; i++)
      for (j = i; j < n; j++)
        Up[i][j] = Up[i][j] - M[j][i];
    for (i = 0; i < n; i++)
      dg[i] = dg[i] * 0.5 + M[i][i];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        M[i][j] = 0.5 * M[i][j] + 0.25 * (Lo[i][j] - Up[i][j]) + dg[i] * 0.125;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 7)) {
    for (i = 0; i < N; i++) { dg[i] = 1; for (j = 0; j < N; j++) { Lo[i][j] = Up[i][j] = 0; M[i][j] = ((i * 3 + j * 7) % 10) * 0.1; } }
    f(3, n);
    for (i = 0; i < N; i++) { printf("%a\n", dg[i]); for (j = 0; j < N; j++) printf("%a %a %a\n", Lo[i][j], Up[i][j], M[i][j]); }
  }
  return 0;
}
