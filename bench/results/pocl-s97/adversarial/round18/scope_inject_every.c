/* explicit scope: each step the host adds a source at one moving point (update host, +=, update device), 2-D int diffusion */
#include <stdio.h>
#define N 16
static int a[N][N], b[N][N];

int main(void)
{
  int n, i, j, t;
  for (n = 3; n <= N; n += 13) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = 0; b[i][j] = 0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 110; t++) {
#pragma bbmm update host(a)
      a[1 + t % (n - 2)][1 + (t * 3) % (n - 2)] += 1000;
#pragma bbmm update device(a)
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          b[i][j] = (4 * a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 8;
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          a[i][j] = b[i][j];
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %d\n", a[i][j], b[i][j]);
  }
  return 0;
}
