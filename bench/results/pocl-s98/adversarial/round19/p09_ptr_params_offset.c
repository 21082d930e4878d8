/* pointer parameters with array() clause, nest over i=3..n-2 reading x at i+1 and i-3 and a row-pointer matrix, arrays malloc'd */
#include <stdio.h>
#include <stdlib.h>
static void k(int n, int m, double *x, double *y, float *A)
{
  int i, j;
#pragma bbmm array(x[n], y[n], A[n][m])
  for (i = 3; i < n - 2; i++)
    for (j = 1; j < m - 1; j++)
      A[i * m + j] = A[(i - 1) * m + j + 1] * 0.5f + (float)(x[i + 1] - x[i - 3]) + (float)y[i];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 6, 7, 16, 33, 64};
  int q, i;
  for (q = 0; q < 10; q++) {
    int n = ns[q], m = n + 3;
    double *x = malloc(sizeof(double) * (n + 1));
    double *y = malloc(sizeof(double) * (n + 1));
    float *A = malloc(sizeof(float) * (n * m + 1));
    for (i = 0; i < n; i++) { x[i] = i * i * 0.5; y[i] = -i; }
    for (i = 0; i < n * m; i++) A[i] = (float)(i % 13) / 4.0f;
    k(n, m, x, y, A);
    for (i = 0; i < n * m; i++) printf("%d %a\n", n, (double)A[i]);
    free(x); free(y); free(A);
  }
  return 0;
}
