/* data scope: host modifies one row between regions and pushes it with update device; regions read at offsets */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N];
int main(void)
{
  static const int ns[] = {3, 4, 7, 16, 33, 40};
  int q, i, j, t;
  for (q = 0; q < 6; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j) % 5; B[i][j] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          B[i][j] = A[i - 1][j + 1] + A[i + 1][j - 1] - A[i][j];
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          A[i][j] = 0.5 * B[i][j];
#pragma bbmm update host(A)
      for (j = 0; j < n; j++) A[t % n][j] = A[t % n][j] + t + 1;
#pragma bbmm update device(A)
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
