/* integer heavy kernel (hash iterations) replayed in a scope; host reads the whole array every 4th step to build a histogram and reseeds one row every 8th step */
#include <stdio.h>
#define N 32
static unsigned a[N][N], b[N][N];

int main(void)
{
  int n = N, i, j, k, t;
  long hist[8] = { 0 };
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (unsigned)(i * 1000 + j); b[i][j] = 0u; }
#pragma bbmm data(a, b)
  for (t = 0; t < 64; t++) {
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        unsigned h = a[i][j];
        for (k = 0; k < 100; k++) h = h * 1664525u + 1013904223u;
        b[i][j] = h;
      }
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = b[i][j] ^ (b[(i + 1) % n][j] >> 3);
    if (t % 4 == 3) {
#pragma bbmm update host(a)
      for (i = 0; i < n; i++) for (j = 0; j < n; j++) hist[a[i][j] >> 29]++;
      if (t % 8 == 7) {
        for (j = 0; j < n; j++) a[t % n][j] = (unsigned)(t * j);
#pragma bbmm update device(a)
      }
    }
  }
  for (k = 0; k < 8; k++) printf("%ld\n", hist[k]);
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%u\n", a[i][j]);
  return 0;
}
