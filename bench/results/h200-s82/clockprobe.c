/* the cost of the calls a settled host run of bbmm-pp's regions makes */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdint.h>
#include <time.h>
static uint64_t ns(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
int main(void)
{
    const int n = 2000000;
    clockid_t ids[] = {CLOCK_MONOTONIC, CLOCK_MONOTONIC_RAW, CLOCK_REALTIME, CLOCK_MONOTONIC_COARSE};
    const char *names[] = {"MONOTONIC", "MONOTONIC_RAW", "REALTIME", "MONOTONIC_COARSE"};
    volatile uint64_t sink = 0;
    for (int k = 0; k < 4; k++) {
        uint64_t t0 = ns(CLOCK_MONOTONIC);
        for (int i = 0; i < n; i++)
            sink += ns(ids[k]);
        printf("clock_gettime(%s): %.1f ns a call\n", names[k], (double)(ns(CLOCK_MONOTONIC) - t0) / n);
    }
    return (int)(sink & 0);
}
