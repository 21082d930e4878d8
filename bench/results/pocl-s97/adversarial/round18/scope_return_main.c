/* return from main in the middle of a data scope after 45 replayed steps; results printed before return from host copy after update host */
#include <stdio.h>
#define N 18
static float u[N], v[N];

int main(void)
{
  int i, t, n = 17;
  for (i = 0; i < N; i++) { u[i] = (float)(i % 4); v[i] = 0.0f; }
#pragma bbmm data(u, v)
  for (t = 0; t < 100; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      v[i] = 0.5f * u[i] + 0.25f * (u[i - 1] + u[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      u[i] = v[i] * 1.01f;
    if (t == 44) {
#pragma bbmm update host(u, v)
      for (i = 0; i < n; i++) printf("%a %a\n", (double)u[i], (double)v[i]);
      return 0;
    }
  }
  return 1;
}
