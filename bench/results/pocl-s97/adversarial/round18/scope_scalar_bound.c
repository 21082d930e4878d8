/* explicit scope: a region counts cells above a threshold (integer reduction); host uses the count as the next step's active width */
#include <stdio.h>
#define N 24
static double u[N], v[N];

int main(void)
{
  int i, t, m = N, cnt;
  for (i = 0; i < N; i++) { u[i] = (double)((i * 7) % 11); v[i] = 0.0; }
#pragma bbmm data(u, v)
  for (t = 0; t < 80; t++) {
    cnt = 0;
#pragma bbmm
    {
      for (i = 1; i < m - 1; i++)
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
      for (i = 1; i < m - 1; i++)
        u[i] = v[i];
      for (i = 0; i < m; i++)
        cnt += u[i] > 4.0;
    }
    m = cnt < 3 ? N : 3 + cnt % (N - 2);
    if (t % 8 == 0) printf("t=%d cnt=%d m=%d\n", t, cnt, m);
  }
  for (i = 0; i < N; i++) printf("%a %a\n", u[i], v[i]);
  return 0;
}
