/* loop steps written as integer constant expressions, as macros and enumerators spell them: i -= (BASE + 1), i = i + BS - 1, i += NEG * 2 + 1, i += (7 % 4) */
#include <stdio.h>
#define BASE 2
#define STEP (BASE + 1)
#define STEP2 ((BASE) * 2 - 1)
enum { BS = 4, NEG = -2 };
static double a[40], b[40], c[40], d[40], e[40], f[40];
static void k(int n)
{
  int i;
#pragma bbmm
  for (i = n - 1; i >= 0; i -= STEP)
    a[i] = 2.0 * a[i] + 1.0;
#pragma bbmm
  for (i = 0; i < n; i += STEP2)
    b[i] = 2.0 * b[i] + 1.0;
#pragma bbmm
  for (i = 0; i < n; i = i + BS - 1)
    c[i] = 2.0 * c[i] + 1.0;
#pragma bbmm
  for (i = n - 1; i >= 0; i += NEG * 2 + 1)
    d[i] = 2.0 * d[i] + 1.0;
#pragma bbmm
  for (i = n - 1; i >= 0; i = i - BS / 3)
    e[i] = 2.0 * e[i] + 1.0;
#pragma bbmm
  for (i = 1; i < n; i += (7 % 4))
    f[i] = 2.0 * f[i] + 1.0;
}
int main(void) { int i, n; for (n = 0; n < 40; n += 13) k(n); for (i = 0; i < 40; i++) printf("%a %a %a %a %a %a\n", a[i], b[i], c[i], d[i], e[i], f[i]); return 0; }
