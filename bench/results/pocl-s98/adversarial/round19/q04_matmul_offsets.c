/* matmul with an inner k loop in the kernel reading A[i+1][k+2] and B[k][j+3], rows 2..n-1, float and double mixed */
#include <stdio.h>
#define N 40
static double A[N + 2][N + 3], C[N][N];
static float B[N][N + 4];
static void mm(int n, int m)
{
  int i, j, k;
#pragma bbmm
  for (i = 2; i < n; i++)
    for (j = 0; j < n - 1; j++) {
      C[i][j] = C[i][j] * 0.5;
      for (k = 1; k < m; k++)
        C[i][j] += A[i + 1][k + 2] * B[k][j + 3];
    }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 40};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 3; j++) A[i][j] = (i + 1) * 0.125 - j * 0.0625;
    for (i = 0; i < N; i++) for (j = 0; j < N + 4; j++) B[i][j] = (float)((i * j) % 7) - 3.0f;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) C[i][j] = i + j;
    mm(n, n);
    mm(n, n / 2);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, C[i][j]);
  }
  return 0;
}
