/* Automatic data scopes (pragma-tool/residency.c): a time loop calling a
 * region function (kept), host writes between loops (outside any span),
 * two regions with scalar host code between them (kept), a loop whose
 * host code reads an array (not kept: every region moves its arrays), a
 * region function whose host code touches a global (not kept) and one
 * that passes its arrays on to another (kept). */
#include <stdio.h>
#define N 37
static double G[N];
static void step(int n, double A[n][n], double B[n][n])
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) + G[i];
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      A[i][j] = B[i][j] * 0.5 + A[i][j] * 0.5;
}
static void bump(int n)
{
  int i;
  for (i = 0; i < n; i++)
    G[i] += 0.125;
}
static void step_bumped(int n, double A[n][n], double B[n][n])
{
  bump(n);
  step(n, A, B);
}
static void two_steps(int n, double X[n][n], double Y[n][n])
{
  step(n, X, Y);
  step(n, X, Y);
}
int main(void)
{
  static double A[N][N], B[N][N], C[N][N];
  int i, j, t, n = N;
  double f = 1.0, s = 0;
  for (i = 0; i < n; i++) {
    G[i] = (i % 5) * 0.25;
    for (j = 0; j < n; j++) A[i][j] = (i * 7 + j * 3) % 11 * 0.25;
  }
  for (t = 0; t < 5; t++)
    step(n, A, B);
  A[n / 2][n / 2] += 3.0;
  for (t = 0; t < 3; t++) {
    f = f * 0.5 + 1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        C[i][j] = A[i][j] * f;
    f += 0.25;
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        A[i][j] = C[i][j] - B[i][j] * f;
  }
  for (t = 0; t < 3; t++) {
    step(n, A, B);
    s += A[1][1];
  }
  for (t = 0; t < 3; t++)
    step_bumped(n, A, B);
  for (t = 0; t < 2; t++)
    two_steps(n, A, B);
  for (i = 0; i < n; i++) { s += G[i]; for (j = 0; j < n; j++) s += (A[i][j] + B[i][j] + C[i][j]) * (i + j + 1); }
  printf("%a\n", s);
  return 0;
}
