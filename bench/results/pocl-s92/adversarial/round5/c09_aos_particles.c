/* array of structs particles {x, y, vx, vy} updated in a loop (AoS) */
#include <stdio.h>
#define NP 30
struct part { double x, y, vx, vy; };
static struct part p[NP];
static void move(int n, double dt)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        p[i].vx -= dt * p[i].x;
        p[i].vy -= dt * p[i].y;
        p[i].x += dt * p[i].vx;
        p[i].y += dt * p[i].vy;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < NP; i++) { p[i].x = i * 0.1; p[i].y = 1.0 - i * 0.05; p[i].vx = p[i].vy = 0.0; }
    for (t = 0; t < 4; t++) move(NP - t * 7, 0.1);
    for (i = 0; i < NP; i++) printf("%a %a %a %a\n", p[i].x, p[i].y, p[i].vx, p[i].vy);
    return 0;
}
