/* reduction into a scalar read after the region, over a sub-range with shifted reads, next to a parallel nest writing an int array */
#include <stdio.h>
#define N 50
static double A[N][N];
static int cnt[N][N];
static double total;
static void k(int n)
{
  int i, j;
#pragma bbmm
  for (i = 2; i < n - 1; i++)
    for (j = 1; j < n - 2; j++)
      cnt[i][j] = (A[i - 2][j + 2] > A[i + 1][j - 1]) + cnt[i][j];
#pragma bbmm
  for (i = 2; i < n - 1; i++)
    for (j = 1; j < n - 2; j++)
      total += A[i][j] * cnt[i - 1][j + 1];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 7, 16, 33, 50};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    total = 0.5;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 37 + j * 11) % 23) * 0.25; cnt[i][j] = i % 3; }
    k(n); k(n);
    printf("%d %a\n", n, total);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d\n", cnt[i][j]);
  }
  return 0;
}
