/* double ** row tables built with malloc, stencil reading rows i-1 and i+2, writing another table, several sizes */
#include <stdio.h>
#include <stdlib.h>
static void k(int n, double **a, double **b)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 2; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = a[i - 1][j + 1] + a[i + 2][j - 1] * 0.5 + b[i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 64};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    double **a = malloc(sizeof(double *) * (n + 1)), **b = malloc(sizeof(double *) * (n + 1));
    for (i = 0; i < n; i++) {
      a[i] = malloc(sizeof(double) * n); b[i] = malloc(sizeof(double) * n);
      for (j = 0; j < n; j++) { a[i][j] = i * 3 + j * 0.5; b[i][j] = i - j; }
    }
    k(n, a, b); k(n, a, b);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, b[i][j]);
    for (i = 0; i < n; i++) { free(a[i]); free(b[i]); }
    free(a); free(b);
  }
  return 0;
}
