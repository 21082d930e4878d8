/* explicit data scope: regions write the left half, right half, a middle band, then read everything at a shift; host update mid-way */
#include <stdio.h>
#define N 60
static double A[N][N], B[N][N];
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 60};
  int q, i, j, t;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    double s = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j * 0.5; B[i][j] = 1; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
      for (i = 0; i < n; i++)
        for (j = 0; j < n / 2; j++)
          A[i][j] = A[i][j] * 0.5 + B[i][j + n / 2];
#pragma bbmm
      for (i = 0; i < n; i++)
        for (j = n / 2; j < n; j++)
          A[i][j] = A[i][j] * 0.25 + B[i][j - n / 2];
#pragma bbmm
      for (i = n / 3; i < n - n / 3; i++)
        for (j = 1; j < n - 1; j++)
          B[i][j] = A[i][j - 1] - A[i][j + 1];
#pragma bbmm
      for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
          B[i][j] = B[i][j] * 0.5 + A[i - 1][j];
      if (t == 1) {
#pragma bbmm update host(A)
        for (i = 0; i < n; i++) s += A[i][n / 2];
      }
    }
    printf("%d %a\n", n, s);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
