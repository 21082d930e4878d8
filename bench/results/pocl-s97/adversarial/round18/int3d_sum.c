/* integer 3-D stencil (unsigned wrap) 40 steps, host sums every step and flips one cell every 9th step */
#include <stdio.h>
#define N 10
static unsigned a[N][N][N], b[N][N][N];

int main(void)
{
  int n, i, j, k, t;
  for (n = 2; n <= N; n += 3) {
    unsigned long sum = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { a[i][j][k] = (unsigned)(i * 131 + j * 17 + k); b[i][j][k] = 0u; }
    for (t = 0; t < 40; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            b[i][j][k] = a[i][j][k] * 3u + (a[i - 1][j][k] ^ a[i + 1][j][k]) + (a[i][j - 1][k] >> 1) + a[i][j + 1][k] + a[i][j][k - 1] - a[i][j][k + 1];
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            a[i][j][k] = b[i][j][k] % 100003u;
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) sum += a[i][j][k];
      if (t % 9 == 8) a[n / 2][n / 2][n / 2] ^= 0xffffu;
    }
    printf("n=%d sum=%lu\n", n, sum);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%u\n", a[i][j][k]);
  }
  return 0;
}
