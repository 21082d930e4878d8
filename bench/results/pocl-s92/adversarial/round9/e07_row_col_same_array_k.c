/* LU-like in one array: row k and the column below row k are sibling nests (disjoint, both read the pivot), then the trailing update */
#include <stdio.h>
#define N 20
static double A[N][N];
static void g(int n)
{
  int k, i, j;
#pragma scop
  for (k = 0; k < n; k++) {
    for (j = k + 1; j < n; j++)
      A[k][j] = A[k][j] * 0.5 + A[k][k];
    for (i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 4)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? 4.0 * N : ((i * 7 + j * 3) % 9) * 0.125;
    g(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a\n", n, A[i][j]);
  }
  return 0;
}
