/* LU-like k loop: row scaling and column scaling are siblings with triangular bounds shrinking with k, then the trailing update */
#include <stdio.h>
#define N 24
static double A[N][N], R[N][N], L[N][N];
static void f(int n)
{
  int i, j, k;
#pragma scop
  for (k = 0; k < n; k++) {
    for (j = k + 1; j < n; j++)
      R[k][j] = A[k][j] / A[k][k];
    for (i = k + 1; i < n; i++)
      L[i][k] = A[i][k] * 0.5;
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - L[i][k] * R[k][j];
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 5)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i == j) ? N + 1.0 : ((i * 5 + j * 3) % 7) * 0.25; R[i][j] = L[i][j] = 0; }
    f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a\n", A[i][j], R[i][j], L[i][j]);
  }
  return 0;
}
