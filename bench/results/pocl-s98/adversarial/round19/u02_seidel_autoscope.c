/* seidel sweep function called from a loop with n changing (auto data scope, sweep boxes of different sizes on the device) */
#include <stdio.h>
#define N 32
static double A[N][N];
static void sweep(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i + 1][j] + A[i][j + 1]) * 0.2;
}
int main(void)
{
  static const int ns[] = {3, 32, 7, 16, 5, 32, 20, 2, 31, 9};
  int t, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 3) % 13) * 0.5;
  for (t = 0; t < 30; t++)
    sweep(ns[t % 10]);
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
  return 0;
}
