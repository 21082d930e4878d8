/* explicit scope, int arrays, update host(a) every step and host checksum; 120 steps; two nests per step */
#include <stdio.h>
#define N 20
static int a[N][N], b[N][N];

int main(void)
{
  static const int sz[4] = { 1, 3, 8, 20 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    long cs = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i * 7 + j * 13) % 50; b[i][j] = 0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 120; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] + t) % 97;
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          a[i][j] = (a[i][j] + 3 * b[i][j]) % 1001;
#pragma bbmm update host(a)
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          cs = (cs * 31 + a[i][j]) % 1000000007L;
    }
    printf("n=%d cs=%ld\n", n, cs);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %d\n", a[i][j], b[i][j]);
  }
  return 0;
}
