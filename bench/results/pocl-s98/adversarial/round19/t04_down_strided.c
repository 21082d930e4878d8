/* downward and stride-3 loops with offsets: i from n-2 down to 1, j by 3 from 2 */
#include <stdio.h>
#define N 64
static double A[N][N], B[N][N];
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = n - 2; i >= 1; i--)
    for (j = 2; j < n - 1; j += 3)
      B[i][j] = A[i + 1][j - 2] + A[i - 1][j + 1] * 0.5 + B[i][j];
#pragma bbmm
  for (i = n - 1; i > 2; i -= 2)
    for (j = n - 1; j >= 0; j--)
      A[i][j] = B[i - 2][j] * 0.25 + A[i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 6, 7, 16, 33, 64};
  int q, i, j;
  for (q = 0; q < 11; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 11 + j * 3) % 19; B[i][j] = i * 0.5; }
    k(n); k(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, A[i][j], B[i][j]);
  }
  return 0;
}
