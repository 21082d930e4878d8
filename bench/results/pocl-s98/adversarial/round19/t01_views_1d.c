/* two read-only views of one array at different origins (x+1 and x) plus a written array, called in a loop */
#include <stdio.h>
#define N 70
static double X[N], Y[N];
static void f(int n, const double *a, const double *b, double *y)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    y[i] = a[i] * 2.0 - b[i] + y[i] * 0.5;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 16, 33, 64, 68};
  int q, i, r;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { X[i] = i * i * 0.25; Y[i] = -i; }
    for (r = 0; r < 4; r++)
      f(n, X + 1, X, Y);
    for (i = 0; i < N; i++) printf("%d %a\n", n, Y[i]);
  }
  return 0;
}
