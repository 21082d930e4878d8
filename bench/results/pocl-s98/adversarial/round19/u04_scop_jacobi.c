/* PolyBench-style jacobi-2d with #pragma scop, macros for sizes, VLA-typed parameters, odd sizes */
#include <stdio.h>
#define NMAX 41
#define _PB_N n
#define _PB_T tsteps
static void kernel_jacobi_2d(int tsteps, int n, double A[NMAX][NMAX], double B[NMAX][NMAX])
{
  int t, i, j;
#pragma scop
  for (t = 0; t < _PB_T; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
#pragma endscop
}
static double A[NMAX][NMAX], B[NMAX][NMAX];
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 41};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < NMAX; i++) for (j = 0; j < NMAX; j++) { A[i][j] = ((double)i * (j + 2) + 2) / NMAX; B[i][j] = ((double)i * (j + 3) + 3) / NMAX; }
    kernel_jacobi_2d(7, n, A, B);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
