/* read-only row views &A[2] and A of one 2-D array, written C, then A updated by another region, in a loop */
#include <stdio.h>
#define N 40
static double A[N][N], C[N][N];
static void f(int n, double (*p)[N], double (*q)[N], double (*c)[N])
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n - 2; i++)
    for (j = 1; j < n; j++)
      c[i][j] = p[i][j - 1] - q[i][j] * 0.5;
}
static void g(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + C[i][j] * 0.125;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 40};
  int z, i, j, r;
  for (z = 0; z < 9; z++) {
    int n = ns[z];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 3 + j * 0.5; C[i][j] = 0; }
    for (r = 0; r < 4; r++) {
      f(n, &A[2], A, C);
      g(n);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", n, A[i][j], C[i][j]);
  }
  return 0;
}
