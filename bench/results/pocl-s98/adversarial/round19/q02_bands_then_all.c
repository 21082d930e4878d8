/* five nests each writing a separate row band of A (separate calls, host work between), then one nest reading all of A at +1 row shift */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static double hsum;
static void band(int lo, int hi, int n, double c)
{
  int i, j;
#pragma bbmm
  for (i = lo; i < hi; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] * 0.5 + c + j;
}
static void all(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n - 1; i++)
    for (j = 1; j < n; j++)
      B[i][j] = A[i + 1][j - 1] + A[i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 7, 10, 16, 33, 64};
  int q, i, j, r;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i - j * 0.5; B[i][j] = 0; }
    for (r = 0; r < 3; r++) {
      band(0, n / 10, n, 1.0);
      hsum += A[0][0];
      band(2 * n / 10, 3 * n / 10, n, 2.0);
      hsum += A[1][1];
      band(4 * n / 10, 5 * n / 10, n, 3.0);
      band(6 * n / 10, 7 * n / 10, n, 4.0);
      band(8 * n / 10, 9 * n / 10, n, 5.0);
      all(n);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  printf("%a\n", hsum);
  return 0;
}
